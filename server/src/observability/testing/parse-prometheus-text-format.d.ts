declare module 'parse-prometheus-text-format' {
  /** One sample of a counter or gauge, or one histogram's buckets (`le` → cumulative count), sum and count. */
  export interface Sample {
    readonly labels?: Readonly<Record<string, string>>
    readonly value?: string
    readonly buckets?: Readonly<Record<string, string>>
    readonly count?: string
    readonly sum?: string
  }
  export interface MetricFamily {
    readonly name: string
    readonly help: string
    readonly type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    readonly metrics: readonly Sample[]
  }
  /** Parses Prometheus' text exposition format into metric families (prom2json's shape). */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[]
}
