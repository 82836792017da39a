// Preloaded into each app process of the soak (`node --import`): every second, one JSON line on stdout
// with the process's RSS and its event loop's delay (p50/p99/max over that second), beside its own logs.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
setInterval(() => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.stdout.write(
    `${JSON.stringify({
      msg: 'soak probe',
      time: Date.now(),
      rss: process.memoryUsage.rss(),
      loopP50: ms(delay.percentile(50)),
      loopP99: ms(delay.percentile(99)),
      loopMax: ms(delay.max),
    })}\n`,
  );
  delay.reset();
}, 1000).unref();
