import { options } from 'preact';

// The build runs the app on Preact (see vite.config.ts). Preact runs effects after the next frame
// (requestAnimationFrame, or a 35 ms timer); React runs them in a task of its scheduler (a
// MessageChannel), as a rule before the next frame. Code written for React relies on that: Radix moves
// focus into a dialog that has just opened in an effect (not a frame later), and a slideshow's timers,
// started in effects, must not wait for frames that do not come (a background tab, a test's paused
// clock). So Preact runs effects in the next task too.

const queue: Array<() => void> = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => queue.shift()?.();

options.requestAnimationFrame = (callback) => {
  queue.push(callback);
  channel.port2.postMessage(null);
};
