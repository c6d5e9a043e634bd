// A seeded PRNG (mulberry32) so every generated case can be reproduced from
// the seed the suite prints (SECURITY_SEED=<n> npm run test:security).

export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random = {
    next,
    /** Integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** A derived generator (e.g. one per endpoint), independent of how many numbers others drew. */
    fork: (salt) => createRandom(hash(`${seed}:${salt}`)),
  };
  return random;
}

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** SECURITY_SEED from the environment, or a fresh one. */
export function suiteSeed() {
  const fromEnv = process.env.SECURITY_SEED;
  if (fromEnv && /^\d+$/.test(fromEnv)) return Number(fromEnv) >>> 0;
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}
