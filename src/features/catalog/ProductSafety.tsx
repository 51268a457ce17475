import type { Messages } from '@/i18n/messages'
import { Ghs07, SafetyPictogram } from './SafetyPictograms'
import type { SafetyView } from '@/features/products/server'

/** "Product safety": the GPSR information of the online offer, always visible under the product. */
export function ProductSafety({ safety: s, t }: { safety: SafetyView; t: Messages }) {
  const m = t.product.safety
  return (
    <section className="product-safety section" aria-labelledby="safety-title" data-testid="product-safety">
      <h2 id="safety-title">{m.title}</h2>
      <dl className="safety-facts">
        <div>
          <dt>{m.manufacturer}</dt>
          <dd>
            {s.manufacturer.name}
            {s.manufacturer.address ? <>, {s.manufacturer.address}</> : null}
            {s.manufacturer.email ? (
              <>
                , <a href={`mailto:${s.manufacturer.email}`}>{s.manufacturer.email}</a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{m.productType}</dt>
          <dd>{s.productType}</dd>
        </div>
        <div>
          <dt>{m.identifier}</dt>
          <dd>{s.identifier}</dd>
        </div>
      </dl>
      {s.pictograms.length ? (
        <>
          <h3>{m.pictograms}</h3>
          <ul className="pictograms">
            {s.pictograms.map((p) => (
              <li key={p.id}>
                <SafetyPictogram id={p.id} titleId={`pictogram-${p.id}`} title={p.text} />
                <span aria-hidden="true">{p.text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {s.warnings.length ? (
        <>
          <h3>{m.warnings}</h3>
          <ul>
            {s.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </>
      ) : null}
      {s.clp.length ? (
        <>
          <h3>{m.clp}</h3>
          <div className="clp">
            {s.hazardPictogram ? <Ghs07 title={m.ghs07} /> : null}
            <div>
              {s.hazardPictogram ? <p className="signal-word">{m.signalWord}</p> : null}
              <ul>
                {s.clp.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </ul>
            </div>
          </div>
        </>
      ) : null}
    </section>
  )
}
