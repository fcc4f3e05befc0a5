import Link from 'next/link';
import './globals.css';

// Reached only for requests outside every locale (the proxy maps all pages to one); it cannot
// know the locale, so it speaks the default one's words.
export default function RootNotFound() {
  return (
    <html lang="ja">
      <body className="flex min-h-screen flex-col items-center justify-center p-8 text-center">
        <title>ページが見つかりません | Tsuzuri</title>
        <h1 className="text-2xl font-bold">このページは見つかりませんでした</h1>
        <p className="mt-4">申し訳ありません。指定されたページは見つかりませんでした。</p>
        <Link href="/" className="btn-brand mt-8">ホームへ戻る</Link>
      </body>
    </html>
  );
}
