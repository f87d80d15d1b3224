// `npm run providers:stand-in [port]`: the provider stand-in of libs/providers (the one the
// integration and end-to-end tests use) as a process of its own, serving the real sample payloads of
// every provider (magayo's draws from the shipped history). The script builds the library first (Nx
// cache: seconds when unchanged), since it runs from its build. It prints the environment that points
// a started system's services at it, so a run per game can be tried on a machine without internet:
//   npm run providers:stand-in   # then, in another shell, start the system with the printed variables
//   npm run ingest -- powerball eurojackpot lotto-6aus49
import { ProviderStandIn } from '@pickwise/providers/stand-in';

const port = Number(process.argv[2] ?? 4590);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write('Usage: npm run providers:stand-in [port]\n');
  process.exit(2);
}
const standIn = new ProviderStandIn();
await standIn.start(port);
const env = Object.entries(standIn.env()).map(([name, value]) => `${name}=${value}`);
process.stdout.write(`Provider stand-in listening. Start the system with:\n  ${env.join(' \\\n  ')} \\\n  npm start\n`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
