import { notFound } from 'next/navigation';

// /error-404: the not-found page itself, with its 404 status (docs/product.md#pages).
export default function Error404Page(): never {
  notFound();
}
