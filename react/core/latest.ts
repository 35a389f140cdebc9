// The latest value of a prop for code that runs after render (an instance's callbacks, a store's work, an event's
// listener), without making that code anew each render. The ref is written in a layout effect, never during render:
// layout effects run before every passive effect and before useSyncExternalStore subscribes, so whatever starts from
// a commit already reads that commit's value. On the server no effect runs; useEffect there keeps React 18 from
// warning about useLayoutEffect.
import { useEffect, useLayoutEffect, useRef } from "react";

const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function useLatest<Value>(value: Value): { readonly current: Value } {
  const ref = useRef(value);
  useCommitEffect(() => {
    ref.current = value;
  });
  return ref;
}
