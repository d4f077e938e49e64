import {
  type CallDef,
  type CallRequest,
  type CallResponse,
  type CallRoute,
  callPath,
  FIRST_PAGE_ANSWERS_ID,
  firstPageKey,
  isEnvelope,
  Result,
} from '@hashforge/contract';
import { provider } from './api-client.ts';

/**
 * The answers the server put into the first page for the calls that page makes at once
 * (docs/decisions/007-first-page-answers.md). Each is used once, by the first call that asks for
 * it, and only while the page is new: later calls ask the server.
 */
const USABLE_FOR_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  const map = new Map<string, unknown>();
  const block = document.getElementById(FIRST_PAGE_ANSWERS_ID);
  if (!block?.textContent) return map;
  try {
    for (const [key, envelope] of Object.entries(JSON.parse(block.textContent) as Record<string, unknown>)) {
      map.set(key, envelope);
    }
  } catch (error) {
    // A broken block costs only the head start: every call then asks the server as usual.
    console.warn('first-page answers unreadable', error);
  }
  block.remove();
  return map;
}

/** The embedded answer's data for this call and these fields, if the page came with one not yet used. */
function takeFirstPageData<C extends CallDef>(
  call: C | CallRoute<C>,
  fields: CallRequest<C>,
): CallResponse<C> | undefined {
  answers ??= load();
  if (answers.size === 0 || performance.now() > USABLE_FOR_MS) return undefined;
  const key = firstPageKey(callPath(call.path, provider), fields as Record<string, unknown>);
  const envelope = answers.get(key);
  answers.delete(key);
  return isEnvelope(envelope) && envelope.result === Result.success ? (envelope.data as CallResponse<C>) : undefined;
}

/**
 * Query options that start a query with the page's embedded answer when there is one, so the
 * first render already shows the content (and its largest image) instead of a placeholder.
 */
export function firstPageInitialData<C extends CallDef>(call: C | CallRoute<C>, fields: CallRequest<C>) {
  return {
    initialData: () => takeFirstPageData(call, fields),
    // The server answered while sending this page.
    initialDataUpdatedAt: () => performance.timeOrigin,
  };
}

/** Test hook: read the block again (a new page load). */
export function resetFirstPageAnswersForTests(): void {
  answers = null;
}
