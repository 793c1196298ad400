/** Where a learner's lesson positions live on this device (decision 027): one key per learner id, or `guest`. */
export const LESSON_POSITION_KEY_PREFIX = 'money-islands.lesson-positions.';
