// Resident memory (VmRSS of /proc/<pid>/status) of the product's processes.
import { readFileSync } from 'node:fs';

function rssKiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** RSS of each { name, pid } now, in MiB. */
export function snapshot(processes) {
  return Object.fromEntries(processes.map(({ name, pid }) => [name, Number(((rssKiB(pid) ?? 0) / 1024).toFixed(1))]));
}

/** Each process's median RSS (MiB) over `readings` readings `everyMs` apart. */
export async function settledMemory(processes, { readings = 4, everyMs = 5000 } = {}) {
  const samples = [];
  for (let reading = 0; reading < readings; reading += 1) {
    if (reading > 0) await new Promise((resolve) => setTimeout(resolve, everyMs));
    samples.push(snapshot(processes));
  }
  return Object.fromEntries(
    processes.map(({ name }) => {
      const values = samples.map((sample) => sample[name]).sort((a, b) => a - b);
      const middle = values.length / 2;
      return [name, Number((values.length % 2 ? values[Math.floor(middle)] : (values[middle - 1] + values[middle]) / 2).toFixed(1))];
    }),
  );
}

/** Samples every `everyMs` while running; `peaks` keeps each process's highest RSS in MiB. */
export function peakSampler(processes, everyMs = 250) {
  const peaks = {};
  const sample = () => {
    for (const [name, mib] of Object.entries(snapshot(processes))) peaks[name] = Math.max(peaks[name] ?? 0, mib);
  };
  return {
    peaks,
    /** Starts sampling; returns the stop function (autocannon runs call it per run). */
    start() {
      sample();
      const timer = setInterval(sample, everyMs);
      return () => {
        clearInterval(timer);
        sample();
      };
    },
  };
}

export const total = (byName) =>
  Number(
    Object.values(byName)
      .reduce((sum, mib) => sum + mib, 0)
      .toFixed(1),
  );
