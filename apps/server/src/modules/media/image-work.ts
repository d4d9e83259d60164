import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';

// libvips, for the whole process:
// - no operation cache: every upload is a new picture decoded once, so a cache of past operations
//   (50 MB by default) only keeps memory that no later request uses;
// - one thread per operation, so that the number of operations running, bounded below, is the
//   number of cores image work takes (sharp already picks 1 with glibc's allocator; this makes it
//   so everywhere).
sharp.cache(false);
sharp.concurrency(1);

/**
 * How many pictures are decoded or encoded at once: one core short of all (at least one), as for
 * password hashing. Each is a second or so of one core for a camera photo; unbounded, 30 uploads
 * at once took both cores (and their decoded pixels hundreds of megabytes) while every other
 * request of the instance waited. The rest queue, in order, without CPU.
 */
export const IMAGE_WORK_SLOTS = Math.max(1, availableParallelism() - 1);

/** Runs one picture's sharp work in a slot of the pool. */
export const imageWork = concurrencyLimit(IMAGE_WORK_SLOTS);

/**
 * How many uploads have their body in memory at once: the pictures in the pool and a few read
 * ahead, so that a slot of the pool never waits for the next body to arrive. The others wait
 * before the server reads their body, which stays in the network connection (TCP holds the
 * sender back): 30 uploads at once take the memory of 4, not 30 bodies of up to UPLOAD_MAX_MB.
 */
export const UPLOADS_IN_MEMORY = IMAGE_WORK_SLOTS + 3;

/**
 * Runs `task` (reading an upload's body, then encoding and storing its picture) once one of
 * UPLOADS_IN_MEMORY slots is free; uploads wait their turn in order of arrival.
 */
export const admitUpload = concurrencyLimit(UPLOADS_IN_MEMORY);
