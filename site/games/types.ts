/** What a game card shows (the trimmed content the games pages pass to the browser). */
export interface GameCardData {
  slug: string;
  title: string;
  description: string;
  url: string;
  coverUrl: string;
}
