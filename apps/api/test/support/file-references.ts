import { type CallDef, type FilePurpose, fileReferences } from '@hashforge/contract';
import type { AdminCallDef } from '@hashforge/contract/admin/call';
import { adminCalls } from '@hashforge/contract/admin/desks';
import type { z } from 'zod';
import { shopCalls } from './contract-calls.ts';

/** A request field that names stored files, as the contract marks it (fileReferences). */
export interface FileField {
  /** Object keys from the body's root, e.g. ['individual', 'selfieImgArray']. */
  path: string[];
  purpose: FilePurpose;
  by: 'id' | 'key';
  /** An array of references (else one). */
  many: boolean;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that change nothing about what a field names. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/**
 * Walks a request schema: every field marked as a file reference, and every object key on the way
 * (for the check that no field naming files goes unmarked).
 */
export function walkRequest(schema: z.ZodType): { files: FileField[]; keys: string[][] } {
  const files: FileField[] = [];
  const keys: string[][] = [];
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType, path: string[], many: boolean) => {
    const meta = fileReferences.get(node);
    if (meta) {
      files.push({ path, purpose: meta.purpose, by: meta.by, many });
      return;
    }
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    if (def.type === 'object' && def.shape) {
      for (const [key, child] of Object.entries(def.shape)) {
        keys.push([...path, key]);
        visit(child, [...path, key], false);
      }
    } else if (def.type === 'array' && def.element) {
      visit(def.element, path, true);
    } else if (WRAPPERS.has(def.type) && def.innerType) {
      visit(def.innerType, path, many);
    } else if (def.type === 'pipe') {
      if (def.in) visit(def.in, path, many);
      if (def.out) visit(def.out, path, many);
    } else if (def.type === 'union' && def.options) {
      for (const option of def.options) visit(option, path, many);
    }
    seen.delete(node);
  };
  visit(schema, [], false);
  // One field may be reached twice (a pipe's in and out): keep it once.
  const unique = new Map(files.map((f) => [f.path.join('.'), f]));
  return { files: [...unique.values()], keys };
}

/** Every call of the contract, the shop's and the back office's, with what it would ask of files. */
export function callsOfContract(): { side: 'shop' | 'admin'; call: CallDef | AdminCallDef }[] {
  return [
    ...shopCalls.map((call) => ({ side: 'shop' as const, call })),
    ...adminCalls.map((call) => ({ side: 'admin' as const, call: call as AdminCallDef })),
  ];
}

/** The body with `value` put at a field's path (the object on the way is copied, not changed). */
export function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = (body[head] ?? {}) as Record<string, unknown>;
  return { ...body, [head]: withField(inner, rest, value) };
}
