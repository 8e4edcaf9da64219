// Shake: shakes its child once each time `trigger` changes (a wrong password, a refused form).
// With prefers-reduced-motion the movement is replaced by a short outline flash (see the CSS).
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './shake.module.css';

export interface ShakeProps {
  /** A counter: every new value shakes once; the value at mount does not. */
  trigger: number;
  children: ReactNode;
  className?: string;
}

export function Shake({ trigger, children, className }: ShakeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const initial = useRef(trigger);

  useEffect(() => {
    const el = ref.current;
    if (!el || trigger === initial.current) return;
    // Restarting a CSS animation needs the class removed and a reflow before it is added again;
    // doing it on the DOM node keeps the child (and its focus) untouched.
    el.classList.remove(classes.shake);
    void el.offsetWidth;
    el.classList.add(classes.shake);
    el.dataset.shaking = 'true';
  }, [trigger]);

  const stop = () => {
    ref.current?.classList.remove(classes.shake);
    if (ref.current) delete ref.current.dataset.shaking;
  };

  return (
    <div ref={ref} className={className} onAnimationEnd={stop}>
      {children}
    </div>
  );
}
