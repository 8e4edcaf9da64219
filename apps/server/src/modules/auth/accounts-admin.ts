// Accounts made or changed by an operator (the `user:create` command), not by the web: a manager is
// created with a password, or an existing account is promoted (or set back to 'user').
import { passwordSchema, phoneNumberSchema, type UserRole } from '@podbor/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { Passwords } from './passwords';
import { createAuthRepository } from './repository';

export interface AccountOrder {
  phone: string;
  role: UserRole;
  /** Required for a new account; for an existing one it replaces the password (sessions revoked). */
  password: string | null;
}

/**
 * What happened, in Russian for the operator; throws an Error with a Russian message on bad input.
 * `announce` is told the id of an existing account whose role or password changed, so running
 * servers check its event streams at once (chat/bus.ts announceAccountChange).
 */
export async function createOrPromote(
  db: Kysely<Database>,
  order: AccountOrder,
  announce: (userId: number) => Promise<void> = async () => {},
): Promise<string> {
  const phone = phoneNumberSchema.safeParse(order.phone);
  if (!phone.success) throw new Error(`Телефон: ${phone.error.issues[0]!.message} (+7 и 10 цифр)`);
  if (order.password !== null) {
    const pw = passwordSchema.safeParse(order.password);
    if (!pw.success) throw new Error(`Пароль: ${pw.error.issues[0]!.message}`);
  }
  const repo = createAuthRepository(db);
  const passwords = new Passwords();
  const now = new Date().toISOString();
  const existing = await repo.findAccountByPhone(phone.data);
  if (existing) {
    await repo.updateAccount(existing.id, { role: order.role, updated: now });
    if (order.password !== null)
      await repo.setPassword(existing.id, await passwords.hash(order.password), now, null);
    await announce(existing.id);
    return `Учётная запись ${phone.data} (id ${existing.id}): роль «${order.role}»${order.password !== null ? ', пароль заменён' : ''}`;
  }
  if (order.password === null) throw new Error('Для новой учётной записи нужен пароль');
  const id = await repo.insertAccount({
    phone: phone.data,
    password_hash: await passwords.hash(order.password),
    now,
  });
  if (id === null) throw new Error(`Телефон ${phone.data} уже занят`);
  await repo.updateAccount(id, { role: order.role });
  return `Создана учётная запись ${phone.data} (id ${id}) с ролью «${order.role}»`;
}
