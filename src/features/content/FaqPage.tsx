import { getMessages } from '@/i18n/server'
import { pageMetadata } from '@/i18n/seo'
import { getContent } from './data'
import { FaqAccordion } from './FaqAccordion'
import { RichText } from './RichText'
import './content-pages.css'

export async function faqMetadata() {
  const { lang, t } = await getMessages()
  return pageMetadata('/faq', lang, t.faq.title)
}

export async function FaqPage() {
  const { lang, t } = await getMessages()
  const faq = await getContent('faq', lang)
  const sections = (faq.Section ?? []).map((s, i) => ({
    id: `faq-${i + 1}`,
    heading: s.Section_Heading ?? '',
    questions: (s.Questions ?? []).map((q, j) => ({
      id: `faq-${i + 1}-${j + 1}`,
      question: q.Question ?? '',
      answer: <RichText data={q.answer} />,
    })),
  }))
  return (
    <div className="container section">
      <h1>{t.faq.title}</h1>
      <div className="faq-layout">
        <nav aria-label={t.faq.sections} className="faq-nav">
          <ul>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        <FaqAccordion sections={sections} />
      </div>
    </div>
  )
}
