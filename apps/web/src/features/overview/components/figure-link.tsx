import { type ListFigure, listFigureText } from '@congress/domain/contracts/list-figures';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The participation list filtered to the rows behind a figure (a status tab and/or a figure). */
export const figureHref = (slug: string, target: { status?: string; figure?: ListFigure }) =>
  paths.participationList.getHref(slug, {
    ...(target.status ? { status: target.status } : {}),
    ...(target.figure ? { figure: listFigureText(target.figure) } : {}),
  });

/** A figure of the overview: its value is a link to the list of the rows behind it. */
export function FigureLink(props: {
  slug: string;
  target: { status?: string; figure?: ListFigure };
  value: ReactNode;
  label: string;
  detail?: ReactNode;
  testId?: string;
}) {
  return (
    <Anchor
      component={Link}
      to={figureHref(props.slug, props.target)}
      underline="hover"
      display="block"
      data-testid={props.testId}
    >
      <Text span display="block" fz="xl" fw={700} c="indigo.9" data-figure-value>
        {props.value}
      </Text>
      <Text span display="block" fz="sm" c="gray.8">
        {props.label}
      </Text>
      {props.detail && (
        <Text span display="block" fz="xs" c="gray.8" data-figure-detail>
          {props.detail}
        </Text>
      )}
    </Anchor>
  );
}
