// Tables owned by the chat module: a customer's topics with the managers, and their messages.
import type { Generated } from 'kysely';

export interface ChatTopicTable {
  id: Generated<number>;
  /** The customer. */
  user_id: number;
  title: string;
  /** The title folded for search (searchKey). */
  title_key: string;
  /** object | project | calculation | kp, or null. */
  ref_kind: string | null;
  ref_id: number | null;
  ref_name: string | null;
  created: string;
  /** The newest message's time, else `created`: the 'active' sort. */
  activity: string;
  /** open | closed */
  status: string;
  /** manager | customer (the customer deleted it), null while open. */
  closed_by: string | null;
  /** 1: deleted by the customer (gone for them; the managers keep it, closed). */
  customer_deleted: number;
  message_count: number;
  last_message_at: string | null;
  preview: string | null;
  /** Newest message id from each side, and the id each side has read up to. */
  last_customer_msg: number;
  last_manager_msg: number;
  customer_read: number;
  manager_read: number;
}

export interface ChatMessageTable {
  id: Generated<number>;
  topic_id: number;
  author_id: number;
  /** 1: written by a manager. */
  from_manager: number;
  text: string;
  file_id: number | null;
  created: string;
}

export interface ChatTables {
  chat_topic: ChatTopicTable;
  chat_message: ChatMessageTable;
}
