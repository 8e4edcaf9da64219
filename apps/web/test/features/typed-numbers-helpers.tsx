// Helpers of the typed-numbers tests (issue 33, decision 0045): a calculator page's numeric
// inputs, the note or message next to one, and typing «0,8», «1,25», 0 and above-range into each.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from '../render';

export type User = ReturnType<typeof renderApp>['user'];

/**
 * Inputs a number is typed into: the kit's (a field below zero has the full keyboard, decision
 * 0044), and anything else that asks for a numeric keyboard or is a native number input.
 */
export const numericInputs = () =>
  [
    ...document.querySelectorAll<HTMLInputElement>(
      'input[data-number-field], input[inputmode="numeric"], input[inputmode="decimal"], input[type="number"]',
    ),
  ].filter((i) => !i.closest('[aria-hidden="true"]'));

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The note under a field (clamped, converted) when it shows, else null. */
const noteOf = (input: HTMLInputElement): string | null => {
  let box = input.parentElement;
  const noteIn = (el: HTMLElement) =>
    [...el.children].find(
      (c): c is HTMLElement => c instanceof HTMLElement && c.hasAttribute('data-number-note'),
    );
  while (box && !noteIn(box)) box = box.parentElement;
  const note = box ? noteIn(box) : undefined;
  return note && !note.hidden && note.textContent ? note.textContent : null;
};
/** The field's own message (not a number of the field, a range) when it shows. */
const messageOf = (input: HTMLInputElement): string | null => {
  const id = input.getAttribute('aria-describedby') ?? '';
  const texts = id
    .split(/\s+/)
    .map((i) => (i ? document.getElementById(i) : null))
    .filter((el): el is HTMLElement => el !== null && el.id.endsWith('-error'))
    .map((el) => el.textContent ?? '');
  return input.getAttribute('aria-invalid') === 'true' && texts.some(Boolean) ? texts.join(' ') : null;
};

export const ABOVE_ANY_RANGE = '100000000000';

/**
 * Types each value into each editable numeric field of the page and leaves it: the value typed
 * stays, or a note or message next to the field says what happened. Answers the fields' names.
 */
export async function typeIntoEveryField(user: User): Promise<string[]> {
  const inputs = numericInputs();
  expect(inputs.length).toBeGreaterThan(0);
  // Every one of them is the kit's number input.
  for (const input of inputs) expect(input, input.name).toHaveAttribute('data-number-field');
  const names = inputs.filter((i) => !i.readOnly && !i.disabled).map((i) => i.name || i.id);
  for (const name of names) {
    for (const typed of ['0,8', '1,25', '0', ABOVE_ANY_RANGE]) {
      const input = () =>
        numericInputs().find((i) => (i.name || i.id) === name) ?? (null as unknown as HTMLInputElement);
      await waitFor(() => expect(input()).not.toHaveAttribute('readonly'));
      await user.clear(input());
      // Typed key by key; the long number pasted (the same change, in a twelfth of the time).
      if (typed === ABOVE_ANY_RANGE) {
        await user.click(input());
        await user.paste(typed);
      } else await user.type(input(), typed);
      await user.tab();
      const field = input();
      const kept = asNumber(field.value) === asNumber(typed);
      const said = noteOf(field) ?? messageOf(field);
      expect(kept || said !== null, `«${typed}» in ${name} became «${field.value}» without a word`).toBe(
        true,
      );
      if (!kept) expect(said, name).toMatch(/изменено на|Введите|знак|Допустимые|число|выходов/);
      // Above every range: the field is at its maximum and says so.
      if (typed === ABOVE_ANY_RANGE) expect(noteOf(field), name).toMatch(/— максимум/);
    }
  }
  return names;
}

/** Picks an option of the select with this test id (in its own list: units repeat per side). */
export const openSelect = async (user: User, testId: string, option: string) => {
  const input = screen.getByTestId(testId);
  await user.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
};
