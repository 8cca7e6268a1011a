import { describe, expect, it } from 'vitest';
import { loadCourses } from './data.server.ts';

describe('workshop card posters', () => {
  it('give every card of every course a picture of its own', () => {
    const { courses } = loadCourses();
    for (const course of courses) {
      const posters = course.cards.map((card) => card.posterUrl);
      expect(posters.every((url) => url.length > 0)).toBe(true);
      expect(new Set(posters).size).toBe(course.cards.length);
    }
    expect(new Set(courses.flatMap((c) => c.cards.map((card) => card.posterUrl))).size).toBe(courses.reduce((n, c) => n + c.cards.length, 0));
  });
});
