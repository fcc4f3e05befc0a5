// The console's push sends: composed messages, the atomic claim, the scheduler.
export {
  type PushCompose,
  PushComposeSchema,
  type PushSend,
  type PushSendsRepository,
  pushSendsRepository,
} from './sends';
export { runDueSends, runSend, startPushScheduler } from './scheduled';
