// The list of sortable.html and jquery-ui.html (with list.css), made from the page's query:
// items=A,B,C (each a div.item with data-id, its text "Row A"), width and height (200x240 by
// default), item=WxH (200x40), flow=1 for a wrapping grid, top= the list's scrollTop at load,
// remote=1 to make a request off the machine, which record must block. Returns the list.
function fixtureList(query) {
  var list = document.getElementById("list");
  var size = (query.get("item") || "200x40").split("x").map(Number);
  list.style.width = (query.get("width") || "200") + "px";
  list.style.height = (query.get("height") || "240") + "px";
  if (query.get("flow") === "1") list.className = "flow";
  (query.get("items") || "A,B,C,D,E,F").split(",").forEach(function (label) {
    var item = document.createElement("div");
    item.className = "item";
    item.setAttribute("data-id", label);
    item.textContent = "Row " + label;
    item.style.width = size[0] + "px";
    item.style.height = size[1] + "px";
    list.appendChild(item);
  });
  list.scrollTop = Number(query.get("top") || 0);
  if (query.get("remote") === "1") {
    var script = document.createElement("script");
    script.src = "https://shuffleboard.invalid/tracker.js";
    document.head.appendChild(script);
  }
  return list;
}
