// About (/about): the mission and what the product offers.
import { PublicLayout } from "../../components/public-layout/PublicLayout";
import "./about.css";

const OFFERS = [
  {
    title: "Easy publishing",
    text: "Share articles, preprints, posters, data, code, images and videos in a few steps.",
  },
  { title: "Smart search", text: "Find researchers and their work by name, keyword or type." },
  { title: "Engaged community", text: "Follow the people whose work matters to you and see what they share." },
  { title: "Live insights", text: "See how many people read your work as it happens." },
];

export default function AboutPage() {
  return (
    <PublicLayout>
      <article className="static-page">
        <h1>About Scholarly</h1>
        <p>
          Our mission is to make research easy to share and easy to find. Scholarly brings researchers, students and
          professionals together so that every output, from a first preprint to a finished thesis, reaches the people
          who can build on it.
        </p>
        <h2>What we offer</h2>
        <ul className="about__offers">
          {OFFERS.map(({ title, text }) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </article>
    </PublicLayout>
  );
}
