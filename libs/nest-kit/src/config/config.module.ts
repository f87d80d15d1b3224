import { Global, Module, type DynamicModule } from '@nestjs/common';

/** Injection token of the service's validated configuration (the output of loadConfig). */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the configuration validated at boot injectable everywhere: `@Inject(APP_CONFIG) config: Config`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot<T>(config: T): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
