/** How long to wait, as the messages say it: "1 minute", "5 minutes". */
export const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Seconds under a minute, else whole minutes rounded up: "30 seconds", "2 minutes". */
export const inSeconds = (seconds: number) =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : inMinutes(Math.ceil(seconds / 60));
