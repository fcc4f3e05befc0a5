const ja = {
  title: 'お問い合わせ',
  states: { new: '未対応', handled: '対応済み', all: 'すべて' },
  reasons: {
    review: 'レビュー依頼',
    advertising: '広告掲載',
    affiliate: 'アフィリエイト',
  } as Record<string, string>,
  from: '差出人',
  received: '受信日時',
  mail: 'メール転送',
  mailStates: {
    pending: '送信中',
    not_configured: 'メール送信が設定されていないため、この画面にだけ保存されています',
    sent: '転送済み',
    failed: '転送失敗',
  } as Record<string, string>,
  reply: '返信する',
  replyTitle: 'メールソフトで {n} さんへの返信を作成します',
  markHandled: '対応済みにする',
  markNew: '未対応に戻す',
  handledBy: '対応: {n}',
  note: 'メモ',
  saveNote: 'メモを保存',
  empty: 'この状態のお問い合わせはありません。',
  done: {
    handled: '対応済みにしました。',
    reopened: '未対応に戻しました。',
    noted: 'メモを保存しました。',
    invalid: '入力を確認してください（メモは2000文字まで）。',
  },
};
const en = {
  title: 'Messages',
  states: { new: 'New', handled: 'Handled', all: 'All' },
  reasons: {
    review: 'Review request',
    advertising: 'Advertising',
    affiliate: 'Affiliate',
  } as Record<string, string>,
  from: 'From',
  received: 'Received',
  mail: 'Mail forwarding',
  mailStates: {
    pending: 'Sending',
    not_configured: 'Mail sending is not set up, so the message is kept here only',
    sent: 'Forwarded',
    failed: 'Forwarding failed',
  } as Record<string, string>,
  reply: 'Reply',
  replyTitle: 'Write a reply to {n} in your mail program',
  markHandled: 'Mark handled',
  markNew: 'Mark as new',
  handledBy: 'Handled by {n}',
  note: 'Note',
  saveNote: 'Save note',
  empty: 'No messages in this state.',
  done: {
    handled: 'Marked as handled.',
    reopened: 'Marked as new.',
    noted: 'Note saved.',
    invalid: 'Check the input (notes are at most 2000 characters).',
  },
} satisfies typeof ja;

export const MESSAGES_TEXTS = { ja, en };
export type MessagesTexts = typeof ja;
