import { readFileSync } from 'node:fs';

/** The resident set size of a process in bytes (VmRSS), or null once it has gone. */
export function rssOf(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export interface RssSampler {
  /** Highest VmRSS seen so far, in bytes. */
  peak: () => number;
  samples: () => number;
  stop: () => number;
}

/** Samples the child's VmRSS every 50 ms until stopped; returns the peak in bytes. */
export function sampleRss(pid: number, everyMs = 50): RssSampler {
  let peak = rssOf(pid) ?? 0;
  let n = 1;
  const timer = setInterval(() => {
    const v = rssOf(pid);
    if (v !== null) {
      n += 1;
      if (v > peak) peak = v;
    }
  }, everyMs);
  return {
    peak: () => peak,
    samples: () => n,
    stop: () => {
      clearInterval(timer);
      const v = rssOf(pid);
      if (v !== null && v > peak) peak = v;
      return peak;
    },
  };
}

export const MB = 1024 * 1024;

/** CPU time the process has used so far (user + system), in ms, from /proc (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After «pid (comm) », utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Whether the process has a shared library whose path contains `name` loaded (Linux /proc). */
export function hasLibrary(pid: number, name: string): boolean {
  return readFileSync(`/proc/${pid}/maps`, 'utf8').includes(name);
}
