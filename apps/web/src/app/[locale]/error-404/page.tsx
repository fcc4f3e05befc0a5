import { notFound } from 'next/navigation';

// The spec's /error-404 route: the not-found page itself, with its 404 status.
export default function Error404Page(): never {
  notFound();
}
