export { type JobContext, type JobHandler, JobQueue, type JobQueueOptions, type QueueSettings } from './job-queue';
