import type { HitSpool, SpoolPosition } from './hit-spool';
import { hitOfSpoolLine, type TrackingHit } from './tracking-hit';

/**
 * What a hit is on, as the token caches keep it: one object per genuine token, shared by all its
 * hits, which also remembers its number in the spool segment being written (`ref`, valid while
 * `refSegment` is that segment's generation).
 */
export interface HitTarget {
  kind: 'open' | 'click';
  sendId: string;
  index: number;
  url: string | undefined;
  ref: number;
  refSegment: number;
  /** The start of its hit lines in the segment `refSegment`: `[<ref>,`. */
  refText: string;
  /** When its send was sent (epoch ms), as the last batch of its hits read it; null: not sent. */
  sentAt: number | null | undefined;
  /** The last hit held for it, and that hit's number in the buffer. */
  held: TrackingHit | undefined;
  heldAs: number;
}

/** A User-Agent seen lately, kept once (held hits share it), with its number in the segment. */
export interface HitAgent {
  value: string | undefined;
  ref: number;
  refSegment: number;
  /** Its part of a hit line in the segment `refSegment`: `<ref>,`. */
  refText: string;
}

export function hitTarget(
  kind: 'open' | 'click',
  sendId: string,
  index = 0,
  url?: string,
): HitTarget {
  return {
    kind,
    sendId,
    index,
    url,
    ref: 0,
    refSegment: -1,
    refText: '',
    sentAt: undefined,
    held: undefined,
    heldAs: -1,
  };
}

export function hitAgent(value: string | undefined): HitAgent {
  return { value, ref: 0, refSegment: -1, refText: '' };
}

/**
 * Writes hits to the spool as short lines. A segment names each target and agent once, in a
 * definition line written just before the first hit that uses it (`{"t":n,…}`, `{"a":n,…}`), and a
 * hit is then `[target, agent, at]` (`[target, agent, at, method]` when not GET): a few dozen bytes
 * built by concatenation instead of the JSON of the whole hit, about 200 bytes with its
 * User-Agent (a flood writes tens of thousands a second). Definitions and the hit that needs them
 * go in one append, so they are always in the same segment, before it.
 */
export class SpoolWriter {
  private generation = -1;
  private targets = 0;
  private agents = 0;
  /** The end of the last hit line, `<at>]\n`, and its `at`: hits come many to a millisecond. */
  private atText = '';
  private lastAt = Number.NaN;

  constructor(private readonly spool: HitSpool) {}

  /** The segment of the last append, which its answer is a line of. */
  get segment(): string {
    return this.spool.lastSegment;
  }

  /**
   * Journals a hit; answers its line in the segment (`segment`). A hit line is joined from parts
   * kept on the target, the agent and the writer, so a hit costs no number formatting.
   */
  append(target: HitTarget, agent: HitAgent, method: string, at: number): number {
    const generation = this.spool.generation();
    if (generation !== this.generation) {
      this.generation = generation;
      this.targets = 0;
      this.agents = 0;
    }
    let text = '';
    let lines = 1;
    if (target.refSegment !== generation) {
      target.ref = ++this.targets;
      target.refSegment = generation;
      target.refText = `[${target.ref},`;
      text += `${JSON.stringify({
        t: target.ref,
        k: target.kind,
        s: target.sendId,
        i: target.index,
        u: target.url ?? null,
      })}\n`;
      lines += 1;
    }
    if (agent.refSegment !== generation) {
      agent.ref = ++this.agents;
      agent.refSegment = generation;
      agent.refText = `${agent.ref},`;
      text += `${JSON.stringify({ a: agent.ref, v: agent.value ?? null })}\n`;
      lines += 1;
    }
    if (method === 'GET') {
      if (at !== this.lastAt) {
        this.lastAt = at;
        this.atText = `${at}]\n`;
      }
      text += target.refText + agent.refText + this.atText;
    } else {
      text += `${target.refText}${agent.refText}${at},${JSON.stringify(method)}]\n`;
    }
    return this.spool.appendText(text, lines);
  }
}

interface TargetLine {
  t: number;
  k: 'open' | 'click';
  s: string;
  i: number;
  u: string | null;
}

/**
 * Reads one segment's lines back, in order (`spool-recovery.ts`): definitions are remembered, a
 * hit line becomes its hit; null for a definition or a line this code did not write. Lines written
 * whole as JSON hits (`spoolLine`, the earlier format) are read too.
 */
export function spoolReader(): (value: unknown, position: SpoolPosition) => TrackingHit | null {
  const targets = new Map<number, TargetLine>();
  const agents = new Map<number, string | undefined>();
  return (value, position) => {
    if (Array.isArray(value)) {
      if (value.length === 7) return hitOfSpoolLine(value, position);
      const [t, a, at, method = 'GET'] = value as unknown[];
      const target = targets.get(t as number);
      if (!target || !agents.has(a as number)) return null;
      if (!Number.isFinite(at) || typeof method !== 'string') return null;
      return {
        kind: target.k,
        sendId: target.s,
        index: target.i,
        url: target.u ?? undefined,
        userAgent: agents.get(a as number),
        method,
        at: at as number,
        position,
      };
    }
    if (typeof value !== 'object' || value === null) return null;
    const line = value as Record<string, unknown>;
    if (Number.isInteger(line.a)) {
      agents.set(line.a as number, typeof line.v === 'string' ? line.v : undefined);
    } else if (
      Number.isInteger(line.t) &&
      (line.k === 'open' || line.k === 'click') &&
      typeof line.s === 'string' &&
      Number.isInteger(line.i)
    ) {
      targets.set(line.t as number, {
        t: line.t as number,
        k: line.k,
        s: line.s,
        i: line.i as number,
        u: typeof line.u === 'string' ? line.u : null,
      });
    }
    return null;
  };
}
