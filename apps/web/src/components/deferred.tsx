// Keeps interactive code (Radix menus and sheets, a card's add-to-cart control) out of the first load: a
// plain look-alike stand-in is shown until the user points at, touches or focuses it, then the real
// component's chunk is fetched (once, shared by every copy) and swapped in.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type RefObject,
} from 'react';

export interface Deferred<P> {
  /** Downloads (once, retryable) the component's chunk. */
  load: () => Promise<ComponentType<P>>;
  /** The component, once downloaded. */
  loaded: () => ComponentType<P> | undefined;
}

/** One shared, retryable download of a component's chunk. */
export function defineDeferred<P>(load: () => Promise<ComponentType<P>>): Deferred<P> {
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

/** The component once loaded (undefined before), and `start` to load it. */
function useDeferred<P>(deferred: Deferred<P>) {
  const [Loaded, setLoaded] = useState(() => deferred.loaded());
  const start = () => {
    deferred.load().then(
      (component) => setLoaded(() => component),
      () => undefined, // offline: keep the stand-in; the next gesture retries
    );
  };
  return [Loaded, start] as const;
}

/**
 * A press of the main mouse button. It is taken as the click it begins: when the chunk arrives between
 * press and release, the stand-in is gone at the release and the browser gives the click to an ancestor
 * of both buttons, so neither would see it. (A touch is not: it may be the start of a scroll.)
 */
function isMousePress(event: { pointerType: string; button: number }) {
  return event.pointerType === 'mouse' && event.button === 0;
}

/** Props every deferred widget accepts: how the user's first gesture should leave it. */
export interface WidgetProps {
  /** The user clicked (or hovered a hover menu) before the widget had loaded. */
  defaultOpen?: boolean;
  /** The stand-in had keyboard focus: move it to the real trigger. */
  focusOnMount?: boolean;
}

export interface StandInHandlers {
  onPointerEnter: (event: { pointerType: string }) => void;
  onPointerLeave: () => void;
  onPointerDown: (event: { pointerType: string; button: number }) => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

export interface DeferredWidgetProps {
  widget: Deferred<WidgetProps>;
  /** A look-alike trigger (plain button) shown until the widget's chunk has loaded. */
  standIn: (handlers: StandInHandlers) => ReactElement;
  /** Hovering with a mouse opens it (the Products menu). */
  openOnHover?: boolean;
}

/** A header widget (menu, sheet): swapped in open if the user already clicked, focused if the stand-in had focus. */
export function DeferredWidget({ widget, standIn, openOnHover = false }: DeferredWidgetProps) {
  // State, not a ref: a gesture made after the chunk arrived but before React swapped it in still counts.
  const [intent, setIntent] = useState<WidgetProps>({});
  const [Loaded, start] = useDeferred(widget);
  const update = (next: WidgetProps) => setIntent((current) => ({ ...current, ...next }));

  // A widget that mounts open moves focus into itself (and back to its trigger on close). Focusing the
  // trigger too would be a focus outside the open menu, which closes it.
  if (Loaded) return <Loaded {...intent} focusOnMount={intent.focusOnMount && !intent.defaultOpen} />;
  return standIn({
    onPointerEnter: (event) => {
      if (openOnHover && event.pointerType === 'mouse') update({ defaultOpen: true });
      start();
    },
    onPointerLeave: () => {
      if (openOnHover) update({ defaultOpen: false });
    },
    onPointerDown: (event) => {
      if (isMousePress(event)) update({ defaultOpen: true });
    },
    onTouchStart: start,
    onFocus: () => {
      update({ focusOnMount: true });
      start();
    },
    onBlur: () => update({ focusOnMount: false }),
    onClick: () => {
      update({ defaultOpen: true });
      start();
    },
  });
}

/** True when nothing holds the focus: a focused stand-in was just removed with it. */
function focusWasLost() {
  return !document.activeElement || document.activeElement === document.body;
}

/**
 * Focuses `ref` once after mount when asked (the widget replaced a focused stand-in). In the same
 * commit as the swap (a layout effect): between the stand-in leaving with the focus and a later effect,
 * a Tab would start again from the top of the page and the next effect pull focus back. Only when the
 * focus went away with the stand-in: a Tab pressed after the chunk arrived but before React committed
 * the swap has already moved on, and must not be pulled back.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined) {
  useLayoutEffect(() => {
    if (enabled && focusWasLost()) ref.current?.focus();
    // Only on mount: later changes of `enabled` must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export interface ControlStandInHandlers {
  onPointerEnter: () => void;
  onPointerDown: (event: { pointerType: string; button: number }) => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface DeferredControlSlotProps<P> {
  control: Deferred<P>;
  props: P;
  /** A plain look-alike <button>, shown until the real control's code is in. */
  standIn: (handlers: ControlStandInHandlers) => ReactElement;
  /** Fetch the code now rather than on intent (e.g. for a signed-in shopper, whose cart state matters). */
  eager?: boolean;
}

/**
 * A control that takes props and appears many times on a page (one download): swapped in with focus
 * moved to it and a click made before it arrived replayed.
 */
export function DeferredControlSlot<P extends object>({
  control,
  props,
  standIn,
  eager,
}: DeferredControlSlotProps<P>) {
  const [Loaded, load] = useDeferred(control);
  const intent = useRef(0); // 1: had focus, 2: was clicked
  const box = useRef<HTMLSpanElement>(null);
  const start = (wish = 0) => {
    intent.current |= wish;
    load();
  };

  useEffect(() => {
    if (eager) start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eager]);

  // In the swap's own commit, as useFocusOnMount: no moment with the focus on the page's body.
  useLayoutEffect(() => {
    const target = box.current?.querySelector('button');
    if (!Loaded || !target || !intent.current) return;
    // The stand-in had focus and went away with it: give it to the real control.
    if (focusWasLost()) target.focus();
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
          onPointerDown: (event) => start(isMousePress(event) ? 2 : 0),
          onTouchStart: () => start(),
          onFocus: () => start(1),
          onClick: () => start(3),
        })
      )}
    </span>
  );
}
