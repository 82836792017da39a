import { useEffect, useRef, useState, type ComponentType, type ReactElement, type RefObject } from 'react';

/** Props every deferred widget accepts: how the user's first gesture should leave it. */
export interface WidgetProps {
  /** The user clicked (or hovered a hover menu) before the widget had loaded. */
  defaultOpen?: boolean;
  /** The stand-in had keyboard focus: move it to the real trigger. */
  focusOnMount?: boolean;
}

export interface Widget {
  load: () => Promise<ComponentType<WidgetProps>>;
  loaded: () => ComponentType<WidgetProps> | undefined;
}

/** One shared, retryable download of a widget's chunk. */
export function defineWidget(load: () => Promise<ComponentType<WidgetProps>>): Widget {
  let promise: Promise<ComponentType<WidgetProps>> | undefined;
  let component: ComponentType<WidgetProps> | undefined;
  return {
    load: () =>
      (promise ??= load().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

export interface StandInHandlers {
  onPointerEnter: (event: { pointerType: string }) => void;
  onPointerLeave: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

export interface DeferredWidgetProps {
  widget: Widget;
  /** A look-alike trigger (plain button) shown until the widget's chunk has loaded. */
  standIn: (handlers: StandInHandlers) => ReactElement;
  /** Hovering with a mouse opens it (the Products menu). */
  openOnHover?: boolean;
}

/**
 * Keeps heavy interactive widgets (Radix menus and sheets) out of the first load: a stand-in button
 * is shown until the user points at, touches or focuses it, then the real widget is loaded and
 * swapped in, open if the user already clicked, focused if the stand-in had focus.
 */
export function DeferredWidget({ widget, standIn, openOnHover = false }: DeferredWidgetProps) {
  const [Loaded, setLoaded] = useState(() => widget.loaded());
  const [intent, setIntent] = useState<WidgetProps>({});
  const intentRef = useRef<WidgetProps>({});

  const update = (next: WidgetProps) => {
    intentRef.current = { ...intentRef.current, ...next };
  };
  const start = () => {
    widget.load().then(
      (component) => {
        setIntent(intentRef.current);
        setLoaded(() => component);
      },
      () => undefined, // offline: keep the stand-in; the next gesture retries
    );
  };

  if (Loaded) return <Loaded {...intent} />;
  return standIn({
    onPointerEnter: (event) => {
      if (openOnHover && event.pointerType === 'mouse') update({ defaultOpen: true });
      start();
    },
    onPointerLeave: () => {
      if (openOnHover) update({ defaultOpen: false });
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

/** Focuses `ref` once after mount when asked (the widget replaced a focused stand-in). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined) {
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: later changes of `enabled` must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
