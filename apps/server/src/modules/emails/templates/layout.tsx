import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { EmailLinks } from './template.ts';

const colours = { ink: '#1f2933', muted: '#52606d', brand: '#0f766e', line: '#d9e2ec', page: '#f5f7fa' };

export const emailStyles = {
  text: { color: colours.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  muted: { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  button: {
    backgroundColor: colours.brand,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  label: { color: colours.muted, fontSize: '12px', letterSpacing: '0.04em', margin: '0', textTransform: 'uppercase' as const },
  value: { color: colours.ink, fontSize: '15px', fontWeight: 600, margin: '0 0 10px' },
};

interface LayoutProps {
  /** The line mail apps show beside the subject. */
  preview: string;
  heading: string;
  links: EmailLinks;
  /** An absolute picture address (the tour's), shown under the heading. */
  picture?: string | undefined;
  pictureAlt?: string;
  children: ReactNode;
}

/** Every Yatrika email: one narrow column that reads on a phone, the brand, and the footer. */
export function EmailLayout({ preview, heading, links, picture, pictureAlt = '', children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.page, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '16px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', border: `1px solid ${colours.line}`, borderRadius: '8px', maxWidth: '560px', padding: '24px' }}>
          <Text style={{ color: colours.brand, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' }}>Yatrika</Text>
          <Heading as="h1" style={{ color: colours.ink, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {picture ? (
            <Img src={picture} alt={pictureAlt} width="512" style={{ borderRadius: '6px', height: 'auto', margin: '0 0 16px', maxWidth: '100%' }} />
          ) : null}
          <Section>{children}</Section>
          <Hr style={{ borderColor: colours.line, margin: '24px 0 12px' }} />
          <Text style={emailStyles.muted}>
            Yatrika · tours across India · <Link href={links.site}>{links.site.replace(/^https?:\/\//, '')}</Link>
          </Text>
          {links.unsubscribe ? (
            <Text style={emailStyles.muted}>
              {links.unsubscribeNote ?? 'You get reminders before your trips and a request to review them after.'} <Link href={links.unsubscribe}>Unsubscribe</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A labelled fact: "Reference" / "YTK-7Q2M". */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text style={emailStyles.label}>{label}</Text>
      <Text style={emailStyles.value}>{value}</Text>
    </>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Link href={href} style={emailStyles.button}>
        {children}
      </Link>
    </Section>
  );
}
