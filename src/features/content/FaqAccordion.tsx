'use client'

import { useState, type ReactNode } from 'react'
import { Icon } from '@/features/ui'
import { iconMinus, iconPlus } from '@/features/ui'

type Section = { id: string; heading: string; questions: { id: string; question: string; answer: ReactNode }[] }

/** One question open at a time; clicking the open one closes it. */
export function FaqAccordion({ sections }: { sections: Section[] }) {
  const [open, setOpen] = useState<string | null>(null)
  return (
    <div className="faq-sections">
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="faq-section">
          <h2 id={`${s.id}-h`}>{s.heading}</h2>
          {s.questions.map((q) => {
            const expanded = open === q.id
            return (
              <div key={q.id} className="faq-item">
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`${q.id}-a`}
                    onClick={() => setOpen(expanded ? null : q.id)}
                    className="faq-q"
                  >
                    <span>{q.question}</span>
                    <Icon d={expanded ? iconMinus : iconPlus} size={18} />
                  </button>
                </h3>
                <div id={`${q.id}-a`} hidden={!expanded} className="faq-a">
                  {q.answer}
                </div>
              </div>
            )
          })}
        </section>
      ))}
    </div>
  )
}
