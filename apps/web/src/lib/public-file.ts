import fs from 'node:fs';
import path from 'node:path';

/**
 * A file of the web app's `public/` folder, by its URL path. The site runs from apps/web
 * (`npm start`, the tests) or from the repository's root (the CLIs); the first that has the file
 * wins, and none is undefined.
 */
export function publicFilePath(pathname: string): string | undefined {
  return [process.cwd(), path.join(process.cwd(), 'apps', 'web')]
    .map((dir) => path.join(dir, 'public', pathname))
    .find((file) => fs.existsSync(file));
}
