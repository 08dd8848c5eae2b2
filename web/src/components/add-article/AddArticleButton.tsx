export function AddArticleButton() {
  return (
    <button type="button" className="add-article-button">
      Add new
    </button>
  );
}
