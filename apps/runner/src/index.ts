export * from './runner';
export * from './step-executor';
export * from './step-scheduler';
export * from './step-job';
