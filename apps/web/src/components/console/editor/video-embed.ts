import { Node } from '@tiptap/core';
import { videoEmbedUrl } from './video-url';

/**
 * A video as a block `<iframe src="…embed…" title="…">`: stored as the iframe itself, which the
 * public pipeline turns into a click-to-play preview (no third-party request until the reader
 * clicks). In the editor it is drawn as a labelled box, never a live player: a player inside
 * the editing surface would load the video site's scripts into the console.
 */
declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a video from any URL videoEmbedUrl accepts; false when it does not. */
      setVideoEmbed: (attributes: { url: string; title: string }) => ReturnType;
    };
  }
}

export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      title: { default: '' },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = videoEmbedUrl(element.getAttribute('src') ?? '');
          return src ? { src, title: element.getAttribute('title') ?? '' } : false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    return ['iframe', { src: node.attrs.src, title: node.attrs.title || null }];
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'c-editor__video';
      dom.contentEditable = 'false';
      dom.textContent = `▶ ${node.attrs.title || ''} ${node.attrs.src}`;
      return { dom };
    };
  },

  addCommands() {
    return {
      setVideoEmbed:
        ({ url, title }) =>
        ({ commands }) => {
          const src = videoEmbedUrl(url);
          if (!src) return false;
          return commands.insertContent({ type: this.name, attrs: { src, title } });
        },
    };
  },
});
