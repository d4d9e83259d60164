import { Text } from '@react-email/components';
import { Fragment } from 'react';
import { EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface ContactMessageData {
  name: string;
  email: string;
  message: string;
}

/** To the operator: a message from the Contact page. Answer it by writing to the sender's address. */
export const contactMessage = defineEmailTemplate<ContactMessageData>({
  bulk: false,
  subject: (data) => `Message from ${data.name} (Contact page)`,
  body: (data, links) => (
    <EmailLayout preview={data.message.slice(0, 90)} heading="A message from the Contact page" links={links}>
      <Fact label="From" value={data.name} />
      <Fact label="Email" value={data.email} />
      {/* The sender's line breaks are kept, in HTML and plain text: a message is often a list of questions. */}
      <Text style={emailStyles.text}>
        {data.message.split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
      <Text style={emailStyles.text}>Answer by writing to {data.email}: this message was sent by Yatrika, so replying to it does not reach them.</Text>
    </EmailLayout>
  ),
});
