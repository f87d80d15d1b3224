import { Controller, Get, Header, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { OutsideApiDocument } from './api-route.js';
import { applicationRoutes, buildOpenApiDocument } from './openapi.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page listing the operations (no scripts, so the site's CSP applies unchanged). */
function renderDocsPage(document: Record<string, unknown>): string {
  const info = document.info as { title: string; description: string };
  const paths = document.paths as Record<string, Record<string, { summary: string; responses: Record<string, { description: string }> }>>;
  const rows = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary)}</td><td>${Object.keys(operation.responses).join(', ')}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style>
</head><body><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p>
<p>Machine-readable document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3, schemas generated from the zod contracts).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Statuses</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

@Controller('api/docs')
@OutsideApiDocument('the document itself and its page')
export class DocsController implements OnModuleInit {
  private document: Record<string, unknown> = {};
  private page = '';

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  /** Every controller is registered by now; a route without its entry stops the start here. */
  onModuleInit(): void {
    this.document = buildOpenApiDocument(applicationRoutes(this.discovery, this.scanner));
    this.page = renderDocsPage(this.document);
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  docsPage(): string {
    return this.page;
  }

  @Get('openapi.json')
  openApi(): Record<string, unknown> {
    return this.document;
  }
}
