// Shake: shakes its child once each time `trigger` changes (a wrong password, a refused form).
// With prefers-reduced-motion the movement is replaced by a short outline flash (see the CSS).
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './shake.module.css';

/** CSS modules are typed as a string map; the class exists in shake.module.css. */
const shakeClass = classes.shake ?? 'shake';

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
    if (!el) return;
    const stop = (e: Event) => {
      if (e.target !== el) return; // a child's own animation is not ours
      el.classList.remove(shakeClass);
      delete el.dataset.shaking;
    };
    el.addEventListener('animationend', stop);
    el.addEventListener('animationcancel', stop);
    return () => {
      el.removeEventListener('animationend', stop);
      el.removeEventListener('animationcancel', stop);
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || trigger === initial.current) return;
    // Restarting a CSS animation needs the class removed and a reflow before it is added again;
    // doing it on the DOM node keeps the child (and its focus) untouched.
    el.classList.remove(shakeClass);
    void el.offsetWidth;
    el.classList.add(shakeClass);
    el.dataset.shaking = 'true';
    // How many times it shook: outlives the 420 ms animation, so a slow test still sees it.
    el.dataset.shakes = String(Number(el.dataset.shakes ?? '0') + 1);
  }, [trigger]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
