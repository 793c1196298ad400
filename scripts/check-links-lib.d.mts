export interface MarkdownLink {
  /** 1-based line of the link in its file. */
  line: number;
  target: string;
}

export interface BrokenLink extends MarkdownLink {
  /** The file the link is in, relative to the repository root. */
  file: string;
  reason: string;
}

/** The file system as the checker sees it; tests pass an in-memory one. */
export interface LinkCheckFiles {
  kind(path: string): 'file' | 'dir' | undefined;
  read(path: string): string;
}

export declare function proseLines(text: string): string[];
export declare function extractLinks(text: string): MarkdownLink[];
export declare function isSkipped(target: string): boolean;
export declare function githubSlug(heading: string): string;
export declare function headingAnchors(text: string): Set<string>;
export declare const nodeFiles: LinkCheckFiles;
export declare function markdownFiles(root: string): string[];
export declare function findBrokenLinks(root: string, files: readonly string[], fs?: LinkCheckFiles): BrokenLink[];
