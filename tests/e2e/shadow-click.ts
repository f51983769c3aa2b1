import type { Page } from '@playwright/test';

interface DomNode {
  nodeId: number;
  backendNodeId: number;
  nodeName: string;
  nodeValue?: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * Clicks a button inside one of our closed shadow roots (a card's control, the page's counter) as a user
 * would: DevTools sees into closed roots, finds the button by its text and where it is drawn, and the
 * mouse clicks there (a trusted click, which is all our controls accept).
 */
export async function clickInShadow(page: Page, hostTag: string, buttonText: string | RegExp, hostIndex?: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const textOf = (node: DomNode): string =>
      node.nodeName === '#text' ? (node.nodeValue ?? '') : (node.children ?? []).map(textOf).join('');
    const found: DomNode[] = [];
    let hosts = -1;
    // `hostIndex`: only inside that host (the hosts in document order); otherwise the first such button anywhere.
    const walk = (node: DomNode, inHost: boolean) => {
      const isHost = node.nodeName === hostTag.toUpperCase();
      if (isHost) hosts++;
      const here = isHost ? hostIndex === undefined || hosts === hostIndex : inHost;
      if (here && node.nodeName === 'BUTTON') {
        const text = textOf(node);
        if (typeof buttonText === 'string' ? text === buttonText : buttonText.test(text)) found.push(node);
      }
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, here);
    };
    walk(root, false);
    const target = found[0];
    if (!target) throw new Error(`no button ${String(buttonText)} in ${hostTag} (found ${found.length})`);
    const { model } = (await cdp.send('DOM.getBoxModel', { backendNodeId: target.backendNodeId })) as { model: { border: number[] } };
    const [x1, y1, , , x3, y3] = model.border as [number, number, number, number, number, number];
    await page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
  } finally {
    await cdp.detach();
  }
}

/** The texts inside our closed shadow roots with this host tag (labels, counter), as DevTools reads them. */
export async function shadowTexts(page: Page, hostTag: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const textOf = (node: DomNode): string =>
      node.nodeName === '#text' ? (node.nodeValue ?? '') : [...(node.children ?? []), ...(node.shadowRoots ?? [])].map(textOf).join('');
    const texts: string[] = [];
    const walk = (node: DomNode) => {
      if (node.nodeName === hostTag.toUpperCase()) texts.push(textOf(node));
      else for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
    };
    walk(root);
    return texts;
  } finally {
    await cdp.detach();
  }
}
