// Jest setupFiles of the integration project: points NATS_URL at this worker's NATS (worker-nats.ts).
import { useWorkerNats } from './worker-nats.ts';

useWorkerNats();
