// A report's two exports (002 §9 "Export formats: PDF and CSV"), asked of the gateway by Accept.
export type ExportFormat = 'csv' | 'pdf'
export const EXPORT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv', pdf: 'application/pdf' }
