delete (globalThis as { Prism?: unknown }).Prism;
