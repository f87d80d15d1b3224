import { ServerNats } from '@nestjs/microservices';

/**
 * Nest's NATS server whose handlers are keyed by plain subjects. Nest tries `JSON.parse` on every
 * incoming subject first (for object patterns, which no PickWise handler uses), and the exception
 * it throws and catches for each message cost ~5% of a service's CPU under load.
 */
export class SubjectNatsServer extends ServerNats {
  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') || pattern.startsWith('[') ? super.getRouteFromPattern(pattern) : pattern;
  }
}
