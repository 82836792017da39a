import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';

export interface DeferredControl<P> {
  /** Downloads (once, retryable) the control's chunk. */
  load: () => Promise<ComponentType<P>>;
  /** The control, once downloaded. */
  loaded: () => ComponentType<P> | undefined;
}

/** A control (e.g. a card's add-to-cart button) whose code is fetched on first intent, shared by every copy. */
export function defineControl<P>(load: () => Promise<ComponentType<P>>): DeferredControl<P> {
  let promise: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  return {
    load: () =>
      (promise ??= load().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          promise = undefined; // offline: the next gesture retries
          throw error;
        },
      )),
    loaded: () => component,
  };
}

export interface ControlStandInHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface DeferredControlSlotProps<P> {
  control: DeferredControl<P>;
  props: P;
  /** A plain look-alike <button>, shown until the real control's code is in. */
  standIn: (handlers: ControlStandInHandlers) => ReactElement;
  /** Fetch the code now rather than on intent (e.g. for a signed-in shopper, whose cart state matters). */
  eager?: boolean;
}

/**
 * Shows a look-alike stand-in until the user points at, touches or focuses it (or `eager`), then swaps in
 * the real control, moving focus to it and replaying a click made before it arrived. The pattern of
 * deferred-widget.tsx, for controls that take props and appear many times on a page (one download).
 */
export function DeferredControlSlot<P extends object>({
  control,
  props,
  standIn,
  eager,
}: DeferredControlSlotProps<P>) {
  const [Loaded, setLoaded] = useState(control.loaded);
  const intent = useRef(0); // 1: had focus, 2: was clicked
  const box = useRef<HTMLSpanElement>(null);
  const start = (wish = 0) => {
    intent.current |= wish;
    control.load().then(
      (component) => setLoaded(() => component),
      () => undefined,
    );
  };

  useEffect(() => {
    if (eager) start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eager]);

  useEffect(() => {
    const target = box.current?.querySelector('button');
    if (!Loaded || !target || !intent.current) return;
    // The stand-in had focus and went away with it: give it to the real control.
    if (!document.activeElement || document.activeElement === document.body) target.focus();
    if (intent.current & 2) target.click();
    intent.current = 0;
  }, [Loaded]);

  return (
    <span ref={box} className="contents">
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        standIn({
          onPointerEnter: () => start(),
          onTouchStart: () => start(),
          onFocus: () => start(1),
          onClick: () => start(3),
        })
      )}
    </span>
  );
}
