/** A plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Further headers (List-Unsubscribe); names and values are our own, never a user's text. */
  headers?: Record<string, string>;
}

/** What a transport is handed: the message, its sender and its Message-ID (`<id@domain>`). */
export type OutgoingMail = MailMessage & { from: string; messageId?: string };

/** Delivers one message (to the outbox folder or over SMTP). */
export interface MailTransport {
  deliver(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
