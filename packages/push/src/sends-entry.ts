// The console's push sends: composed messages, the atomic claim, the scheduler.
export { type PushCompose, PushComposeSchema } from './push-compose';
export {
  type PushSend,
  type PushSendsRepository,
  pushSendsRepository,
} from './sends';
export { type ComposeOutcome, composePush } from './compose';
export { SAME_PUSH_WINDOW_MS } from './same-push';
export { runDueSends, runSend, startPushScheduler } from './scheduled';
