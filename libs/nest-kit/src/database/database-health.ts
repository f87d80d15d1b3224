import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

/** How long a health probe waits for PostgreSQL before calling it down. */
const PROBE_TIMEOUT_MS = 1_000;

/** The database half of a service's health: up when a round trip to PostgreSQL succeeds in time. */
@Injectable()
export class DatabaseHealth {
  constructor(private readonly orm: MikroORM) {}

  /** Never throws and never waits longer than the probe timeout. */
  async isUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    const probe = this.orm
      .checkConnection()
      .then((result) => result.ok)
      .catch(() => false);
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** `HealthModule.forService({ databaseCheck })` for a service that imports DatabaseModule. */
export const databaseHealthCheck = {
  useFactory: (database: DatabaseHealth) => () => database.isUp(),
  inject: [DatabaseHealth],
};
